import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Whether the admin is on a phone-sized screen (below MUI's sm, 600 px): its lists then show one
 * line a record (SimpleList) instead of a table wider than the screen.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/** A phone list's lines wrap long words (addresses, JSON) rather than widen the page. */
export const PHONE_LIST_SX = {
  '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
} as const;
