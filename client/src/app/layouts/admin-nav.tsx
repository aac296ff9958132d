import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_NAV } from './admin-nav-items';

/**
 * The current section: selected colours, and when focused by keyboard the theme's ring plus a
 * darker background, so focused and unfocused differ on it as on every other item (UX review defect 3).
 */
const CURRENT_ITEM = {
  '&.active': { bgcolor: 'action.selected', color: 'secondary.main', '& .MuiListItemIcon-root': { color: 'secondary.main' } },
  '&.active.Mui-focusVisible': { bgcolor: 'action.focus' },
} as const;

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <List component="ul" aria-label={t`Yönetim bölümleri`} dense>
      {ADMIN_NAV.map((item) => {
        const Icon = item.icon;
        const label = i18n._(item.label);
        return (
          <ListItem key={item.to} disablePadding>
            {item.ready ? (
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                sx={CURRENT_ITEM}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            ) : (
              <ListItemButton disabled aria-disabled="true">
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label} secondary={t`Yakında`} />
              </ListItemButton>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
