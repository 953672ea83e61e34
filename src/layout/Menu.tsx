import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { useLanguage } from '../i18n/LanguageProvider';
import { getVendorType } from '../providers/session';
import { productResourcesFor } from '../resources/products';
import { menuLabel } from '../schema-ui/labels';

/**
 * Home, my products, my orders. A tires-and-batteries vendor's products open into tires and
 * batteries; a car-parts vendor's products link straight to car parts.
 */
export const Menu = () => {
  const { t, lang } = useLanguage();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  const resources = productResourcesFor(getVendorType() ?? 'bt-vendor');

  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard/home" primaryText={t('menu.home')} leftIcon={<HomeIcon />} />
      {resources.length === 1 ? (
        <RaMenu.Item
          to={`/dashboard/${resources[0].name}`}
          primaryText={t('menu.myProducts')}
          leftIcon={<InventoryIcon />}
        />
      ) : (
        <>
          <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ px: 2, py: '6px' }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <InventoryIcon />
            </ListItemIcon>
            <ListItemText primary={t('menu.myProducts')} />
            {open ? <ExpandLess /> : <ExpandMore />}
          </ListItemButton>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <List
              disablePadding
              sx={{ '& .RaMenuItemLink-root': { paddingInlineStart: sidebarOpen ? 4 : 2 } }}
            >
              {resources.map((r) => (
                <RaMenu.Item
                  key={r.name}
                  to={`/dashboard/${r.name}`}
                  primaryText={menuLabel(r.schema, lang)}
                  leftIcon={<r.icon />}
                />
              ))}
            </List>
          </Collapse>
        </>
      )}
      <RaMenu.Item to="/dashboard/orders" primaryText={t('menu.myOrders')} leftIcon={<ReceiptIcon />} />
    </RaMenu>
  );
};
