# Emerald Rapids: an 80-bit x87 store (fstpt) goes one every 7 cycles:
# fldt, fmul, fstpt of a long double array 7.01 cycles per iteration
# measured on the Emerald Rapids host with gcc-mca-measure (fldl+fstpt
# 7.00, two fld1+fstpt 14.02); a unit of its own held 7 cycles
# (class-fixes).  Before, the model said 1.14.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 7.0
	fldt	(%rdi)
	fmul	%st(1), %st
	fstpt	64(%rdi)
