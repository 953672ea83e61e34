export declare const useQuietChromium: () => string;
