// The popover attributes, which React 18 passes to the DOM as they are and @types/react 18 lacks.
import 'react';

// Declaration merging needs the same type parameter as React's own interfaces.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | '';
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
}
