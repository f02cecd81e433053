import { t } from '@lingui/core/macro';
import { PasswordInput, VisuallyHidden, type PasswordInputProps } from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconEyeOff from '@tabler/icons-react/dist/esm/icons/IconEyeOff.mjs';

/**
 * A password input whose show/hide toggle is reachable by keyboard and named by hidden text
 * ("Show password"), not aria-label, so getByLabel('Password') finds only the input.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': undefined }}
      visibilityToggleIcon={({ reveal }) => (
        <>
          {reveal ? <IconEyeOff size={18} aria-hidden="true" /> : <IconEye size={18} aria-hidden="true" />}
          <VisuallyHidden>{reveal ? t`Hide password` : t`Show password`}</VisuallyHidden>
        </>
      )}
      {...props}
    />
  );
}
