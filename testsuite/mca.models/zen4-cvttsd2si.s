# Zen 4: four independent truncating conversions to integers.  One
# issues per cycle (uops.info, Zen 4: VCVTTSD2SI (R32, XMM) measured
# reciprocal throughput 1.00); LLVM's model holds its FP units 5 cycles
# per conversion (10.0 cycles per iteration).  Measured on a Zen 4 host
# with gcc-mca-measure: 4.006 (cvttss2si alike).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.006
	vcvttsd2si	%xmm0, %eax
	vcvttsd2si	%xmm1, %ecx
	vcvttsd2si	%xmm2, %edx
	vcvttsd2si	%xmm3, %esi
