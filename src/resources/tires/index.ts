import TireIcon from '@mui/icons-material/TireRepairOutlined';

/** What the tire schema cannot say. */
export const tires = { icon: TireIcon };
