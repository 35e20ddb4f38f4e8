# CPU: znver5
# MEASURED: 1.10
# an independent imulq beside an addq chain, a compare and a branch: 1.11 and 1.09 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs)
	imulq $3, %r8, %rdx
	addq $1, %r10
	cmpq %r10, %r11
	jne 1f
1:
