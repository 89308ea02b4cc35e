export { AccessNote } from './AccessNote';
