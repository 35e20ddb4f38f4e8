# CPU: znver5
# MEASURED: 1.00
# imull $3 beside one one-cycle addl chain, the multiply independent: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	imull	$3, %r8d, %eax
	addl	%r9d, %edx
