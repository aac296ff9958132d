import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField, type FormikTextFieldProps } from './formik-text-field';

/** A password field with a show/hide toggle. */
export function PasswordField(props: FormikTextFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <FormikTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((value) => !value)}
                edge="end"
                aria-label={visible ? t`Şifreyi gizle` : t`Şifreyi göster`}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
