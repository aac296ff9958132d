import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';

/** A search field that reports its value after the user pauses typing (or presses Enter). */
export function SearchBox({ value, onChange, label, delay = 400 }: { value: string; onChange: (value: string) => void; label: string; delay?: number }) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A new value from outside (the address changed) replaces what is typed, during render.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onChange(next.trim());
  };

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      size="small"
      margin="none"
      fullWidth={false}
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), delay);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit(text);
        }
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
