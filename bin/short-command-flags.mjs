// V8's compiler flags of a short command (every command but serve, play and batch), in one place: bin/dynasty sets
// them when it runs a command without the startup snapshot, and scripts/build-node.mjs builds the snapshot with
// them (node refuses a blob built with other flags). JavaScript and WebAssembly give the same results however V8
// compiles them: the same game.
// - sql.js's WebAssembly runs with V8's baseline compiler only: optimizing the hot wasm functions costs more CPU
//   than a command of a second or less ever wins back (dynasty new 0.65 s -> 0.37 s CPU, reading commands
//   0.40 -> 0.20, sim --end 1.95 -> 1.65).
// - JavaScript is optimized without inlining: a command's hot functions are optimized once each rather than
//   inlined again into every caller, and TurboFan's compiling was about a third of `sim --end`'s CPU (sim --end
//   4.3 -> 3.3 s CPU, dynasty new 0.55 -> 0.50 on a busy machine).
// - Three of TurboFan's passes cost more to run than they win back in a command's second: loop peeling, escape
//   analysis and store elimination (about 300 functions compiled once each; valgrind's instruction count of
//   sim --end 7.40-7.51G -> 7.04G, dynasty new -2.6%, reading commands -0.5%).
// The long-lived commands keep V8's usual tiers and passes: their code runs for minutes.
export const SHORT_COMMAND_COMPILER_FLAGS = [
  '--liftoff-only',
  '--no-turbo-inlining',
  '--no-turbo-loop-peeling',
  '--no-turbo-escape',
  '--no-turbo-store-elimination',
];
