# CPU: znver5
# MEASURED: 1.62
# two vpcmpd into mask registers beside two kortestb: 1.65 and 1.60 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the host in its fast state: a vpcmpd and kmovb pair at 0.50-0.53 before and after)
	vpcmpd $6, %ymm1, %ymm0, %k3
	vpcmpd $6, %ymm1, %ymm2, %k4
	kortestb %k1, %k1
	kortestb %k2, %k2
