// chart.js with only what the business page's monthly bar charts use. `chart.js/auto` registers every
// chart type, scale and plugin (58 KB brotli); bars on a category axis over a linear one, with the
// tooltip (the legend is off), need these.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export { Chart };
