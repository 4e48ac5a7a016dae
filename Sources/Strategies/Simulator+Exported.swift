// The registry of strategies (StrategyRegistry, StrategyOption, DesignOptions) moved into
// Simulator, beside the ChatListController it makes, so a face reaches it without importing
// a bundled design; `import Strategies` keeps every name it had.
@_exported import Simulator
