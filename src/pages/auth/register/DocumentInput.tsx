import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_KINDS, uploadProblem } from '../../../../schemas/uploads';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { uploadFile, type Upload } from '../../../providers/uploads';
import { readFailure } from '../failure';
import { formatFileSize } from './file-size';
import { FileButton } from '../../../forms/FileButton';

const limit = UPLOAD_KINDS.document.maxMb;

type Props = {
  name: string;
  label: string;
  value: Upload | null;
  onChange: (upload: Upload | null) => void;
  error?: string;
};

/**
 * One document (the licence, the ID card): chosen, shown at once (a preview for an image, the
 * name and size for any file), uploaded in the background, and replaceable. The field holds the
 * upload the server returned, so the form only ever sends the server's own URL.
 */
export const DocumentInput = ({ name, label, value, onChange, error }: Props) => {
  const { t, lang } = useLanguage();
  const inputId = useId();
  const [pending, setPending] = useState<{ name: string; size: number; mime: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Previews are local: the server serves documents to their owner only, and never to an <img>.
  const [preview, setPreview] = useState<{ url: string; for: string } | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  const showPreview = (file: File | null, key: string) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current ? { url: previewRef.current, for: key } : null);
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = uploadProblem('document', file);
    if (wrong === 'type') return setProblem(t('documents.wrongType', { name: file.name }));
    if (wrong === 'size') return setProblem(t('documents.tooLarge', { name: file.name, limit }));
    setProblem(null);
    setPending({ name: file.name, size: file.size, mime: file.type });
    showPreview(file.type.startsWith('image/') ? file : null, 'pending');
    try {
      const upload = await uploadFile(file, 'document');
      showPreview(file.type.startsWith('image/') ? file : null, upload.url);
      onChange(upload);
    } catch (failed) {
      // The file shown stays the one that was there before; the message says why the new one is not.
      showPreview(null, '');
      setProblem(t('documents.failed', { name: file.name, reason: readFailure(failed, t).message }));
    } finally {
      setPending(null);
    }
  };

  const shown = pending ?? value;
  const image =
    preview && (pending ? preview.for === 'pending' : preview.for === value?.url) ? preview.url : null;
  const Icon = shown?.mime === 'application/pdf' ? PictureAsPdfIcon : DescriptionIcon;
  const messages = [problem, error].filter(Boolean) as string[];

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1.5, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.75 }}>
        {label}
        <span aria-hidden="true"> *</span>
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          border: 1,
          borderStyle: shown ? 'solid' : 'dashed',
          borderColor: messages.length ? 'error.main' : 'divider',
          borderRadius: 2,
          minHeight: 72,
        }}
        aria-busy={Boolean(pending)}
      >
        {shown && (
          <Box
            sx={{
              position: 'relative',
              flexShrink: 0,
              width: 56,
              height: 56,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {image ? (
              <Box
                component="img"
                src={image}
                alt={t('documents.preview', { name: shown.name })}
                sx={{
                  width: 56,
                  height: 56,
                  objectFit: 'cover',
                  borderRadius: 1,
                  opacity: pending ? 0.5 : 1,
                }}
              />
            ) : (
              <Icon color="primary" sx={{ fontSize: 40, opacity: pending ? 0.5 : 1 }} aria-hidden />
            )}
            {pending && (
              <CircularProgress
                size={28}
                aria-label={t('documents.uploading')}
                sx={{ position: 'absolute' }}
              />
            )}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }} data-testid={`${name}-file`}>
          {shown ? (
            <>
              <Typography noWrap title={shown.name} sx={{ fontWeight: 600 }}>
                <bdi>{shown.name}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {pending ? t('documents.uploading') : formatFileSize(shown.size, lang)}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('documents.hint', { limit })}
            </Typography>
          )}
        </Box>
        <FileButton
          variant={shown ? 'text' : 'outlined'}
          startIcon={<UploadFileIcon />}
          disabled={Boolean(pending)}
          sx={{ flexShrink: 0 }}
          input={{
            id: inputId,
            name,
            accept: UPLOAD_KINDS.document.mimes.join(','),
            'aria-label': `${label}: ${shown ? t('documents.replace') : t('documents.choose')}`,
            onChange: (e) => void onPick(e),
          }}
        >
          {shown ? t('documents.replace') : t('documents.choose')}
        </FileButton>
      </Box>
      {messages.map((text) => (
        <FormHelperText key={text} error role="alert">
          {text}
        </FormHelperText>
      ))}
    </Box>
  );
};
