import { useEngine } from './engine-context';
import type { SchemaNode } from './types';

/** One input per property of an object node, in the schema's order. */
export const SchemaInputs = ({ node, prefix }: { node: SchemaNode; prefix: string }) => {
  const { pickInput } = useEngine();
  return (
    <>
      {Object.entries(node.properties ?? {}).map(([key, child]) => {
        const ctx = {
          source: prefix ? `${prefix}.${key}` : key,
          parentSource: prefix,
          required: Boolean(node.required?.includes(key)),
        };
        const { Input } = pickInput(child, ctx);
        return <Input key={key} node={child} ctx={ctx} />;
      })}
    </>
  );
};
