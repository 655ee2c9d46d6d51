// The settings' admin side: the body of the administrators' 'Innstillinger' screen, routed by app/
// and never loaded by visitors (the visitor side of the feature reads the settings; see ../api).
export { SettingsEditor } from './components/settings-editor';
