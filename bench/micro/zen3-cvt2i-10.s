# CPU: znver3
# MEASURED: 1.57
# vcvttss2si and vcvtsi2ss, independent (the model 2.00; with the conversion to integer holding FP2/FP3 one cycle 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vcvttss2sil	%xmm1, %eax
	vcvtsi2ssl	%ecx, %xmm5, %xmm2
