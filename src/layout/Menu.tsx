import HomeIcon from '@mui/icons-material/HomeOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Menu as RaMenu, useSidebarState } from 'react-admin';
import { useLanguage } from '../i18n/LanguageProvider';
import { getVendorType } from '../providers/session';
import { productResourcesFor } from '../resources/products';
import { menuLabel } from '../schema-ui/labels';
import { AfterThePage } from './AfterThePage';
import { ProductsGroup } from './ProductsGroup';

/**
 * Home, my products, my orders. A tires-and-batteries vendor's products open into tires and
 * batteries; a car-parts vendor's products link straight to car parts.
 */
export const Menu = () => {
  const { t, lang } = useLanguage();
  const [sidebarOpen] = useSidebarState();
  const resources = productResourcesFor(getVendorType() ?? 'bt-vendor');

  return (
    <AfterThePage>
      <RaMenu>
        <RaMenu.Item to="/dashboard/home" primaryText={t('menu.home')} leftIcon={<HomeIcon />} />
        {resources.length === 1 ? (
          <RaMenu.Item
            to={`/dashboard/${resources[0].name}`}
            primaryText={t('menu.myProducts')}
            leftIcon={<InventoryIcon />}
          />
        ) : (
          <ProductsGroup label={t('menu.myProducts')} indent={sidebarOpen ? 4 : 2}>
            {resources.map((r) => (
              <RaMenu.Item
                key={r.name}
                to={`/dashboard/${r.name}`}
                primaryText={menuLabel(r.schema, lang)}
                leftIcon={<r.icon />}
              />
            ))}
          </ProductsGroup>
        )}
        <RaMenu.Item to="/dashboard/orders" primaryText={t('menu.myOrders')} leftIcon={<ReceiptIcon />} />
      </RaMenu>
    </AfterThePage>
  );
};
