// Bootstrap's whole cut (webpack.bootstrapCss.ts), a chunk of its own: /login needs only the first.
import 'bootstrap/dist/css/bootstrap.min.css';
