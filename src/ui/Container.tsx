import * as React from 'react';
import { container } from './Container.css';

type ContainerProps = React.ComponentPropsWithoutRef<'div'>;

/**
 * Centred content column used by every section: a plain element with a build-time class, rather
 * than MUI's Container, which would add a themed component per section for four declarations.
 */
export function Container({ className, ...props }: ContainerProps) {
  return <div className={className ? `${container} ${className}` : container} {...props} />;
}
