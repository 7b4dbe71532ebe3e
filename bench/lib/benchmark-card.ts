/** The card the gateway and sharing benchmarks render: a template, a frame, a styled headline. */
export const BENCHMARK_CARD = {
  title: 'Benchmark birthday',
  category: 'birthday',
  templateId: 'funny1',
  frameId: 'party-streamers',
  cardMessage: 'Many happy returns! '.repeat(10),
  elements: [
    {
      id: 'heading',
      type: 'text',
      content: 'Happy Birthday!',
      position: { x: 250, y: 200 },
      style: { fontFamily: 'Pacifico', fontSize: 44, color: '#7c2d12' },
    },
  ],
};
