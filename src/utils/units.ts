/** The app's weights and lengths: typed and shown alike in the console (types/units.ts). */
export * from '@contract/units';
