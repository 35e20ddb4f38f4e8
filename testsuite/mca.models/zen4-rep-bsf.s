# Zen 4: four independent `rep bsf', the encoding of TZCNT that GCC
# writes for __builtin_ctz without BMI1; a core with BMI1 runs it as
# TZCNT (uops.info Zen 4: TZCNT (R32, R32) 1 uop, reciprocal throughput
# 0.25; LLVM's model: 2 uops on ALU1/ALU2, 0.50, and BSF 6 uops, 1.00).
# Measured on a Zen 4 host with gcc-mca-measure: 1.00 cycles per
# iteration (tzcntl and bsfl alike).
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.003
	rep bsfl	%eax, %ebx
	rep bsfl	%eax, %ecx
	rep bsfl	%eax, %edx
	rep bsfl	%eax, %esi
