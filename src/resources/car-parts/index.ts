import BuildIcon from '@mui/icons-material/BuildOutlined';

/** What the car-part schema cannot say. */
export const carParts = { icon: BuildIcon };
