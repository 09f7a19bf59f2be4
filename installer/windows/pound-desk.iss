; Inno Setup script for Pound Desk: wraps the one-folder build (dist\pound-desk)
; into dist\PoundDesk-Setup-VERSION.exe. Built by installer\windows\build.ps1, which
; passes the version from pyproject.toml:
;
;     ISCC.exe /DAppVersion=0.1.0 installer\windows\pound-desk.iss
;
; A per-user install: no administrator rights, into %LOCALAPPDATA%\Programs\Pound Desk.
; The pound's data lives in %LOCALAPPDATA%\PoundDesk (platformdirs), which neither an
; upgrade nor an uninstall touches.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z pound-desk.iss (build.ps1 does)
#endif

#define AppName "Pound Desk"
#define AppExe "pound-desk.exe"
#define Root "..\.."

[Setup]
; Fixed for ever: Windows knows an upgrade of Pound Desk by this id.
AppId={{6C1E2F4B-8E5A-4B7D-9C3F-2A61D0B5E7A4}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Pound Desk maintainers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=PoundDesk-Setup-{#AppVersion}
SetupIconFile={#Root}\resources\icons\pound-desk.ico
UninstallDisplayIcon={app}\{#AppExe}
LicenseFile={#Root}\resources\licences\COPYING-GPL-3.txt
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
; the whole one-folder build; an upgrade replaces it (the data is elsewhere)
Source: "{#Root}\dist\pound-desk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; files of an earlier version that this one no longer has
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete] for the data folder: the pound's register must survive.
