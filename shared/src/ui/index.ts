export { Button, type ButtonProps } from './button';
export { Money, moneyText, type MoneyProps } from './money';
