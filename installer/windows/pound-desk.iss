; Inno Setup script for Pound Desk: wraps the one-folder build (dist\pound-desk)
; into dist\PoundDesk-Setup-VERSION.exe. Built by installer\windows\build.ps1, which
; passes the version from pyproject.toml and its four-number form for Windows:
;
;     ISCC.exe /DAppVersion=0.2.0rc1 /DAppNumericVersion=0.2.0.0 installer\windows\pound-desk.iss
;
; and, when a code-signing certificate is given, a sign tool named "signtool":
;
;     ISCC.exe "/Ssigntool=signtool.exe sign /fd sha256 /f cert.pfx /p **** /tr URL /td sha256 $f" /DSign ...
;
; A per-user install: no administrator rights, into %LOCALAPPDATA%\Programs\Pound Desk.
; The pound's data lives in %LOCALAPPDATA%\PoundDesk (platformdirs), which neither an
; upgrade nor an uninstall touches.
;
; Needs Inno Setup 6.3 or newer (the x64compatible architecture identifier).

#if VER < EncodeVer(6, 3, 0)
  #error Pound Desk's installer needs Inno Setup 6.3 or newer (x64compatible)
#endif

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z /DAppNumericVersion=X.Y.Z.0 pound-desk.iss (build.ps1 does)
#endif
#ifndef AppNumericVersion
  #error Pass the version as four numbers too: /DAppNumericVersion=X.Y.Z.0 (build.ps1 does)
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
; Windows' version resource takes four numbers only (0.2.0rc1 is 0.2.0.0 there)
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
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
; pound-desk.exe holds this mutex while it runs (pound_desk/instance_mutex.py): setup
; and the uninstaller ask to close it first, instead of replacing files it has open
AppMutex=PoundDeskRunning
#ifdef Sign
; the setup program and the uninstaller signed with the sign tool build.ps1 passes
SignTool=signtool
SignedUninstaller=yes
#endif

[Languages]
; English, and Malayalam over it (Malayalam.isl, beside this script: Inno Setup has no
; Malayalam of its own); the wizard asks which, starting with the one Windows uses
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "malayalam"; MessagesFile: "compiler:Default.isl,Malayalam.isl"

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
