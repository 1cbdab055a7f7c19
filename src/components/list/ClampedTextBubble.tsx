import { Popper } from '@mui/material';
import { styled } from '@mui/material/styles';

/** The whole text of a clamped cell beside it (`ClampedTextTip`); the Popper is the tooltip (its role). */
export default function ClampedTextBubble({ anchor, id }: { anchor: HTMLElement; id: string }) {
  return (
    <Popper id={id} open anchorEl={anchor} placement="bottom-start" sx={TIP_LAYER}>
      <Tip>{anchor.textContent}</Tip>
    </Popper>
  );
}

/** Above the app bar and dialogs' backdrops, as MUI's Tooltip. */
const TIP_LAYER = { zIndex: 1500 } as const;

/** MUI's Tooltip look, wider: it holds a whole address or description. */
const Tip = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  maxWidth: 480,
  margin: 4,
  padding: '6px 10px',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.common.white,
  backgroundColor: theme.palette.grey[800],
  boxShadow: theme.shadows[4],
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
}));
