// MUI 9 types slot props strictly; the e2e and component tests find inputs by data-testid.
import '@mui/utils/types';

declare module '@mui/utils/types' {
  interface DataAttributesOverrides {
    'data-testid'?: string;
  }
}
