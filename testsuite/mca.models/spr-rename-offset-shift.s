# Emerald Rapids: an add of a small immediate is done at rename, which
# keeps the register's last value and the offset; a shift cannot take
# the offset and gets the value 2 cycles late.  Measured on the
# Emerald Rapids host with gcc-mca-measure: addq $1, %r8 then shlq $3,
# %r8 3.00 cycles per iteration (addq %r11, %r8 instead 2.00).  Before,
# 1.0 (the add without latency, the shift's one cycle).
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 3.00
# BINDS: loop-carried dependency through %r8
	addq	$1, %r8
	shlq	$3, %r8
	decq	%rcx
	jnz	.L0
