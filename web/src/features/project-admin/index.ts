// Project admin tools for the references' pages. Visitor code imports this only lazily (import()).
export * from './components/project-admin-tools';
