import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useLanguage } from '../i18n/LanguageProvider';
import { uploadFile } from '../providers/uploads';
import { UPLOAD_KINDS, uploadProblem } from '../../schemas/uploads';
import type { InputProps } from './types';
import { FileButton } from '../forms/FileButton';

const limit = UPLOAD_KINDS.image.maxMb;

type Pending = { key: string; name: string; preview: string };

const thumb = { width: 96, height: 96, borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' } as const;

/**
 * Product images: each chosen file shows as a preview at once, uploads in the background, and joins
 * the field as the URL the server gave it. A file that is too large or not an image is refused here
 * with a message naming it; the server checks the content again.
 */
export const ImagesInput = ({ node, ctx }: InputProps) => {
  const { lang } = useLanguage();
  const translate = useTranslate();
  const inputId = useId();
  const max = (node as { maxItems?: number }).maxItems ?? 10;
  const { field, fieldState } = useInput({ source: ctx.source, defaultValue: [] });
  const urls: string[] = Array.isArray(field.value) ? field.value : [];
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const { getValues } = useFormContext();
  // Previews still showing when the form closes are released then; the others when their upload ends.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const open = previews.current;
    return () => open.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const errors: string[] = [];
    const room = max - urls.length - pending.length;
    if (files.length > room) errors.push(translate('images.tooMany', { max }));
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      const problem = uploadProblem('image', file);
      if (problem === 'type') errors.push(translate('images.wrongType', { name: file.name }));
      else if (problem === 'size') errors.push(translate('images.tooLarge', { name: file.name, limit }));
      else return true;
      return false;
    });
    setProblems(errors);
    const started = accepted.map((file) => ({
      file,
      key: `${file.name}-${file.size}-${Math.random()}`,
      name: file.name,
      preview: URL.createObjectURL(file),
    }));
    started.forEach((p) => previews.current.add(p.preview));
    setPending((list) => [...list, ...started]);
    await Promise.all(
      started.map(async ({ file, key, name, preview }) => {
        try {
          const { url } = await uploadFile(file, 'image');
          // Uploads end in any order: add to the value as it is now, not as it was when this one began.
          const current: unknown = getValues(ctx.source);
          field.onChange([...(Array.isArray(current) ? current : []), url]);
        } catch (error) {
          const reason = (error as Error).message;
          setProblems((list) => [...list, translate('images.failed', { name, reason: translate(reason) })]);
        } finally {
          setPending((list) => list.filter((p) => p.key !== key));
          URL.revokeObjectURL(preview);
          previews.current.delete(preview);
        }
      }),
    );
  };

  const remove = (url: string) => field.onChange(urls.filter((u) => u !== url));

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {node['x-label']?.[lang]}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {urls.map((url, i) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Box component="img" src={url} alt={`${node['x-label']?.[lang]} ${i + 1}`} sx={thumb} />
            <IconButton
              size="small"
              color="error"
              aria-label={translate('images.remove')}
              title={translate('images.remove')}
              onClick={() => remove(url)}
              sx={{
                position: 'absolute',
                top: 2,
                insetInlineEnd: 2,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {pending.map((p) => (
          <Box key={p.key} sx={{ position: 'relative' }} aria-busy="true">
            <Box component="img" src={p.preview} alt="" sx={{ ...thumb, opacity: 0.5 }} />
            <CircularProgress
              size={28}
              aria-label={translate('images.uploading')}
              sx={{ position: 'absolute', top: 34, insetInlineStart: 34 }}
            />
          </Box>
        ))}
        {urls.length + pending.length < max && (
          <FileButton
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            input={{
              id: inputId,
              accept: UPLOAD_KINDS.image.mimes.join(','),
              multiple: true,
              onChange: onPick,
            }}
          >
            {translate('images.add')}
          </FileButton>
        )}
      </Box>
      <FormHelperText>{translate('images.hint', { max, limit })}</FormHelperText>
      {[...problems, ...(fieldState.error?.message ? [fieldState.error.message] : [])].map((text) => (
        <FormHelperText key={text} error role="alert">
          {text}
        </FormHelperText>
      ))}
    </Box>
  );
};
