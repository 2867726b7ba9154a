export { Card, type CardProps } from './Card';
export { CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.styles';
