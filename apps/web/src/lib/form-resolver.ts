import { schemaResolver, type FormErrors } from '@mantine/form';
import { translateErrors } from './translate-message';

/** `@mantine/form`'s schema resolver with the validators' messages in the language shown (the sign-up and sign-in forms). */
export function translatedResolver(schema: Parameters<typeof schemaResolver>[0]): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => translateErrors(resolve(values));
}
