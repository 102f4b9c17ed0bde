// The fonts, for code that imports them as a module (`@aafiyat/ui/fonts`); the published package also ships
// the same file as `@aafiyat/ui/fonts.css`.
import './fonts.css';
