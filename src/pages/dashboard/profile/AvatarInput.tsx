import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useState, type ChangeEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { UPLOAD_KINDS, uploadProblem } from '../../../../schemas/uploads';
import { uploadFile } from '../../../providers/uploads';
import { FileButton } from '../../../forms/FileButton';

/** The profile picture: a preview at once, the upload behind it, removable. */
export const AvatarInput = ({ source, name }: { source: string; name: string }) => {
  const translate = useTranslate();
  const inputId = useId();
  const { field } = useInput({ source });
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = uploadProblem('image', file);
    if (wrong === 'type') return setProblem(translate('images.wrongType', { name: file.name }));
    if (wrong === 'size')
      return setProblem(translate('images.tooLarge', { name: file.name, limit: UPLOAD_KINDS.image.maxMb }));
    setProblem(null);
    const local = URL.createObjectURL(file);
    setPreview(local);
    try {
      field.onChange((await uploadFile(file, 'image')).url);
    } catch (error) {
      setProblem(
        translate('images.failed', { name: file.name, reason: translate((error as Error).message) }),
      );
    } finally {
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Box sx={{ position: 'relative' }}>
        <Avatar
          src={preview ?? field.value ?? undefined}
          alt={translate('profilePage.picture')}
          sx={{ width: 88, height: 88, fontSize: 36, opacity: preview ? 0.5 : 1 }}
        >
          {name.slice(0, 1)}
        </Avatar>
        {preview && (
          <CircularProgress
            size={32}
            aria-label={translate('images.uploading')}
            sx={{ position: 'absolute', top: 28, insetInlineStart: 28 }}
          />
        )}
      </Box>
      <FileButton
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        input={{ id: inputId, accept: UPLOAD_KINDS.image.mimes.join(','), onChange: onPick }}
      >
        {translate('profilePage.changePicture')}
      </FileButton>
      {field.value && (
        <Button color="inherit" onClick={() => field.onChange('')}>
          {translate('profilePage.removePicture')}
        </Button>
      )}
      {problem && (
        <FormHelperText error role="alert" sx={{ width: '100%' }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
};
