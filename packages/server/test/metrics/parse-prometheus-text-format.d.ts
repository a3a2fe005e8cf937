// parse-prometheus-text-format ships no types; these are the parts the tests read (its README).
declare module 'parse-prometheus-text-format' {
  interface Sample {
    labels?: Record<string, string>;
    /** A counter's or a gauge's value, or an untyped series'. */
    value?: string;
  }

  interface Family {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  }

  export default function parsePrometheusTextFormat(text: string): Family[];
}
