import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { orderSchema } from '../../../schemas';
import { parseLocalizedNumber } from '../../../schemas/digits';
import { MAX_DELIVERY_ATTEMPTS, type OrderAction } from '../../../schemas/order-flow';
import { OtpField } from '../../forms/OtpField';
import { useLanguage } from '../../i18n/LanguageProvider';
import { HttpError } from '../../providers/httpClient';
import { uploadFile } from '../../providers/uploads';
import { runOrderAction, type OrderDetails } from './order-api';
import { FileButton } from '../../forms/FileButton';

type Step = OrderAction | 'resendCode';
/** Actions that ask for something first; the others run at a press (ship asks to be sure). */
const ASKS: Step[] = ['reject', 'attemptFailed', 'deliver', 'ship'];
const DANGER: Step[] = ['reject', 'attemptFailed'];

type Props = { order: OrderDetails; onDone: (order: OrderDetails) => void };

/** The actions valid in the order's state, each asking for what it needs: a reason, the handover code. */
export const OrderActions = ({ order, onDone }: Props) => {
  const { t, lang } = useLanguage();
  const notify = useNotify();
  const [open, setOpen] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [collected, setCollected] = useState(String(order.totalPrice));
  const [photo, setPhoto] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const cash = order.paymentType === 'cash_on_delivery';
  const steps: Step[] = [
    ...order.actions,
    ...(order.status === 'on_the_way' ? (['resendCode'] as const) : []),
  ];

  const run = async (step: Step) => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    const body =
      step === 'reject' || step === 'attemptFailed'
        ? { reason }
        : step === 'deliver'
          ? { code, photo, ...(cash ? { collectedAmount: parseLocalizedNumber(collected) } : {}) }
          : {};
    try {
      const next = await runOrderAction(order.id, step, body);
      notify(t(`ordersPage.done.${step}`), { type: 'success' });
      setOpen(null);
      setReason('');
      setCode('');
      onDone(next);
    } catch (error) {
      const failed = error instanceof HttpError ? error.body : null;
      if (failed?.errors && Object.keys(failed.errors).length) setErrors(failed.errors);
      else setMessage(failed?.message ?? t('errors.server'));
    } finally {
      setBusy(false);
    }
  };

  const start = (step: Step) => (ASKS.includes(step) ? setOpen(step) : void run(step));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (open) void run(open);
  };
  const pickPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setErrors(({ photo: _, ...rest }) => rest);
    try {
      setPhoto((await uploadFile(file, 'image')).url);
    } catch (error) {
      const failed = error instanceof HttpError ? error.body : null;
      setErrors((now) => ({ ...now, photo: failed?.message ?? t('errors.server') }));
    }
  };

  if (!steps.length) return null;
  return (
    <>
      <Box className="mw-no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {steps.map((step) => (
          <Button
            key={step}
            variant={step === 'resendCode' ? 'text' : DANGER.includes(step) ? 'outlined' : 'contained'}
            color={DANGER.includes(step) ? 'error' : 'primary'}
            onClick={() => start(step)}
            disabled={busy}
          >
            {t(`ordersPage.actions.${step}`)}
          </Button>
        ))}
      </Box>
      {message && !open && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {message}
        </Alert>
      )}
      <Dialog open={open !== null} onClose={() => !busy && setOpen(null)} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle>{open && t(`ordersPage.actions.${open}`)}</DialogTitle>
          <DialogContent>
            {open && (
              <DialogContentText sx={{ mb: 1 }}>
                {t(`ordersPage.dialogs.${open}`, { max: MAX_DELIVERY_ATTEMPTS })}
              </DialogContentText>
            )}
            {(open === 'reject' || open === 'attemptFailed') && (
              <TextField
                label={orderSchema.properties.cancelReason['x-label'][lang]}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={Boolean(errors.reason)}
                helperText={errors.reason ?? ' '}
                required
                autoFocus
                fullWidth
                multiline
                minRows={2}
                slotProps={{ htmlInput: { dir: 'auto', maxLength: 500 } }}
              />
            )}
            {open === 'deliver' && (
              <>
                <OtpField
                  label={t('ordersPage.dialogs.deliver')}
                  value={code}
                  onChange={setCode}
                  error={errors.code}
                  autoFocus
                  ownCode={false}
                />
                {cash && (
                  <TextField
                    label={t('ordersPage.dialogs.collected')}
                    value={collected}
                    onChange={(e) => setCollected(e.target.value)}
                    error={Boolean(errors.collectedAmount)}
                    helperText={errors.collectedAmount ?? ' '}
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                  />
                )}
                <FileButton
                  variant="text"
                  sx={{ mt: 1 }}
                  input={{
                    accept: 'image/jpeg,image/png,image/webp',
                    capture: 'environment',
                    onChange: (e) => void pickPhoto(e),
                  }}
                >
                  {photo ? t('ordersPage.dialogs.photoAdded') : t('ordersPage.dialogs.photo')}
                </FileButton>
                {errors.photo && <Alert severity="error">{errors.photo}</Alert>}
              </>
            )}
            {message && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {message}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)} disabled={busy}>
              {t('ordersPage.dialogs.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={open && DANGER.includes(open) ? 'error' : 'primary'}
              disabled={busy || (open === 'deliver' && code.length !== 6)}
            >
              {open && t(`ordersPage.actions.${open}`)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};
