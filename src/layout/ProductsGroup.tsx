import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';

/**
 * "My products" opening into one entry per product type, inside react-admin's menu (a `role="menu"`
 * list): the toggle is a menu item saying whether it is expanded, and the entries are a labelled
 * group of menu items in a presentational list item, so the menu keeps a structure assistive
 * technology can read.
 */
export const ProductsGroup = ({
  label,
  indent,
  children,
}: {
  label: string;
  indent: number;
  children: ReactNode;
}) => {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <>
      <MenuItem
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ px: 2, py: '6px' }}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <InventoryIcon />
        </ListItemIcon>
        <ListItemText primary={label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit component="li" role="none">
        <Box
          id={id}
          role="group"
          aria-label={label}
          sx={{ '& .RaMenuItemLink-root': { paddingInlineStart: indent } }}
        >
          {children}
        </Box>
      </Collapse>
    </>
  );
};
