import Grid from '@mui/material/Grid';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { dateLocale } from '../../../schemas/dates';
import { numberLocale } from '../../schema-ui/fields';
import { useLanguage } from '../../i18n/LanguageProvider';

type Day = { day: string; orders: number; sales: number };

/**
 * Orders and sales per day (its own chunk: the charts library loads only on the home page). In
 * Arabic the time axis runs right to left, as the page does.
 */
const HomeCharts = ({ perDay }: { perDay: Day[] }) => {
  const { t, lang } = useLanguage();
  // The theme's green: the brand's in the light, a lighter one that stands out in the dark.
  const green = useTheme().palette.primary.main;
  const dayLabel = new Intl.DateTimeFormat(dateLocale(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(numberLocale(lang));
  const days = perDay.map((d) => dayLabel.format(new Date(`${d.day}T00:00:00Z`)));
  const reverse = lang === 'ar';
  // About five dates under the axis, whatever the period. Labels follow the kept ticks: a label
  // filter of its own would count among those ticks, not the days, and keep only the first.
  const step = Math.max(1, Math.ceil(days.length / 5));
  const every = {
    height: 40,
    tickInterval: (_: unknown, i: number) => i % step === 0,
  };
  // The card's title names the one series: no legend, and no room kept for one.
  const common = { height: 240, hideLegend: true } as const;
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {t('home.ordersPerDay')}
            </Typography>
            <BarChart
              {...common}
              xAxis={[{ scaleType: 'band', data: days, reverse, ...every }]}
              yAxis={[
                {
                  position: reverse ? 'right' : 'left',
                  valueFormatter: (v: number) => number.format(v),
                  tickMinStep: 1,
                },
              ]}
              series={[{ data: perDay.map((d) => d.orders), label: t('home.ordersPerDay'), color: green }]}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {t('home.salesPerDay')}
            </Typography>
            <LineChart
              {...common}
              xAxis={[{ scaleType: 'point', data: days, reverse, ...every }]}
              yAxis={[
                { position: reverse ? 'right' : 'left', valueFormatter: (v: number) => number.format(v) },
              ]}
              series={[
                {
                  data: perDay.map((d) => d.sales),
                  label: t('home.salesPerDay'),
                  color: '#c9a227',
                  area: true,
                  showMark: false,
                },
              ]}
            />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
};

export default HomeCharts;
