# Zen 4: 80-bit x87 loads and stores take turns on one path, fldt 4
# cycles and fstpt 5 (class-fixes, unit X87Ext80); LLVM gives each one
# load or store pipe for a cycle (1.02 cycles per iteration here).
# Measured on a Zen 4 host with gcc-mca-measure, walking through
# memory: fldt + fstpt 9.00 cycles per iteration.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 9.00
	fldt	(%rdi)
	fstpt	16(%rsi)
	addq	$32, %rdi
	addq	$32, %rsi
