import BatteryIcon from '@mui/icons-material/Battery5BarOutlined';

/** What the battery schema cannot say. */
export const batteries = { icon: BatteryIcon };
