import * as React from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, useTheme } from '@mui/material/styles';
import { MuiThemeScope } from '../../theme/MuiThemeScope';
import { COLOR_SCHEME } from '../../theme/color-scheme';
import { CloseIcon } from '../common/icons';
import { ContactForm } from './ContactForm';
import { ContactPersonCard } from './ContactPersonCard';
import { ContactSuccess } from './ContactSuccess';
import { defaultContactPerson, type ContactPerson } from './contact-person';
import type { ContactOrigin } from './ContactModalProvider';

export interface ContactModalProps {
  open: boolean;
  origin: ContactOrigin;
  onClose: () => void;
  /** Who the visitor writes to; the founder unless a page says otherwise. */
  contact?: ContactPerson;
}

const Layout = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 32,
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '280px 1fr', gap: 40 },
  '& h2': { ...theme.typography.h3, fontSize: '1.5rem', margin: '0 40px 8px 0' },
  '& .intro': { margin: '0 0 24px', color: theme.vars.palette.text.secondary },
}));

/** The scheme of the page behind the dialog: a forced one on its layout, else the visitor's on <html>. */
const pageScheme = () =>
  document
    .getElementById('main')
    ?.closest(`[${COLOR_SCHEME.attribute}]`)
    ?.getAttribute(COLOR_SCHEME.attribute) ?? undefined;

/**
 * The lazily loaded contact dialog. MUI's Modal locks page scroll while open, traps focus, and
 * closes on Escape and backdrop clicks. It stays mounted when closed (keepMounted) so a draft,
 * or a request still in flight, survives closing and reopening.
 */
function ContactDialog({ open, origin, onClose, contact = defaultContactPerson }: ContactModalProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // The sender's name once sent; the next opening after a success starts with an empty form.
  const [sentBy, setSentBy] = React.useState<string | null>(null);
  const resetAfterSuccess = () => setSentBy(null);

  return (
    <Dialog
      // The dialog is portalled to <body>: it takes the scheme the page shows (a page may force one).
      slotProps={{
        root: { [COLOR_SCHEME.attribute]: pageScheme() } as object,
        transition: { onExited: sentBy === null ? undefined : resetAfterSuccess },
      }}
      open={open}
      onClose={onClose}
      keepMounted
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="contact-modal-title"
      aria-describedby="contact-modal-description"
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 12, right: 12 }}>
        <CloseIcon size={22} />
      </IconButton>
      <DialogContent sx={{ padding: { xs: '24px 20px', md: '40px' } }}>
        <Layout>
          <div>
            <h2 id="contact-modal-title">Tell us about your project</h2>
            <p id="contact-modal-description" className="intro">
              Send us a few lines and, if you like, a brief. We reply within one business day.
            </p>
            <ContactPersonCard
              person={contact}
              message="I read every request myself: yours will be our top priority."
            />
          </div>
          {sentBy === null ? (
            <ContactForm origin={origin} onSent={setSentBy} />
          ) : (
            <ContactSuccess name={sentBy} onClose={onClose} />
          )}
        </Layout>
      </DialogContent>
    </Dialog>
  );
}

/** MUI's runtime (theme) comes with this lazy chunk only; the page shell never loads it. */
export default function ContactModal(props: ContactModalProps) {
  return (
    <MuiThemeScope>
      <ContactDialog {...props} />
    </MuiThemeScope>
  );
}
