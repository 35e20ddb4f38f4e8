# Zen 4: zen4-movsx-scaled.s with an unscaled index: measured on a Zen 4
# host with gcc-mca-measure, 5.00 cycles per load (movsbl the same).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 5.0
	movswq	(%rsi,%rcx), %rcx
