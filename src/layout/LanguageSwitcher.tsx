import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { LANGS } from '../../schemas';
import { useLanguage } from '../i18n/LanguageProvider';
import { LANGUAGE_OPTIONS } from '../i18n/language-storage';

const Flag = ({ src }: { src: string }) => (
  <img
    src={src}
    alt=""
    width={24}
    height={16}
    style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,.15)' }}
  />
);

/** The flag toggle: a menu of the two languages that closes on a choice. */
export const LanguageSwitcher = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { lang, option, setLang, prepare, t } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color={color}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          LANGS.forEach(prepare);
        }}
        aria-label={t('language.button', { language: option.label })}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        startIcon={<Flag src={option.flag} />}
        sx={{ minWidth: 0 }}
      >
        <span lang={lang}>{option.label}</span>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGS.map((value) => (
          <MenuItem
            key={value}
            selected={value === lang}
            lang={value}
            onClick={() => {
              setAnchor(null);
              setLang(value);
            }}
          >
            <ListItemIcon>
              <Flag src={LANGUAGE_OPTIONS[value].flag} />
            </ListItemIcon>
            <ListItemText>{LANGUAGE_OPTIONS[value].label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
