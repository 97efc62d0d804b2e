export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps } from './Card';
export { Dialog, DialogClose, type DialogProps } from './Dialog';
export { Field, Input, TextField, type FieldProps, type TextFieldProps } from './Field';
export { Menu, MenuCheckItem, MenuItem, MenuLabel, MenuSeparator } from './Menu';
export { PageSpinner, Spinner, type SpinnerProps } from './Spinner';
export { Toaster, dismissToast, toast, type ToastInput, type ToastText, type ToastVariant } from './toast';
export { LoadState, type LoadableQuery } from './LoadState';
export { Tabs, type TabItem } from './Tabs';
