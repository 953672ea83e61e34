import { useInput } from 'react-admin';
import { DateInput } from '../../schema-ui/date-input';

/**
 * A date filter of the orders list (`YYYY-MM-DD`) with the calendar of the language on screen, not
 * the browser's own (which shows mm/dd/yyyy whatever the page's language). A half-typed date
 * changes nothing until it is whole.
 */
export const DateFilter = ({ source, label }: { source: string; label: string }) => {
  const { field } = useInput({ source });
  return (
    <DateInput
      name={source}
      label={label}
      fullWidth={false}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => {
        if (value !== 'invalid') field.onChange(value || undefined);
      }}
    />
  );
};
